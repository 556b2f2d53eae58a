"""Developer tools for the rules tutor (benchmarks); not imported by the app."""
