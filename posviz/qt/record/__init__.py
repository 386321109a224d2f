"""Recordings: the walkthrough and the animations as video files, rendered off screen frame by frame."""
