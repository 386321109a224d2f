"""The main window and its furniture: menus, actions, appearance, the walkthrough, error reporting."""
