"""Background jobs other than encoding: the practice checker and nearest-row searches."""
