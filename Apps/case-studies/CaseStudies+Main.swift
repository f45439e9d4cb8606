import ArgumentParser
import CaseStudiesCLI

/// The entry point: parse the arguments and run the app's library with live dependencies.
@main
extension CaseStudies {}
