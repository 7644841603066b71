"""The MkDocs plugin `attention-math`: live Attention Math widgets in a MkDocs site."""
