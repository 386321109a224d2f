"""Presenting on two screens: the stage that places the room's window and the presenter console."""
