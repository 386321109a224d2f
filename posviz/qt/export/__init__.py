"""Pictures and tables of panels: File → Export and headless ``posviz export``."""
