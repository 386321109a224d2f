"""The Compare tab: one sentence through two to four models' tokenizers and input layers."""
