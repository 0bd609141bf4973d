"""The norms domain: legal norms with every amendment over time (LRMoo/ELI, CTVs).

placeholder
"""
