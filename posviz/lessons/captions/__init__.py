"""The panels' words as plain functions of the numbers they describe (no Qt): tested in tests/lessons."""
