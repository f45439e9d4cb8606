import Testing

@testable import TCALinux

/// Ports `files` (path to text) together, as one app.
func port(_ files: [String: String], standIns: Set<String> = []) -> SourcePorter.Result {
  SourcePorter(standIns: standIns).port(
    files.keys.sorted().map {
      SourceText(path: $0, text: files[$0]!, isTest: $0.hasPrefix("Tests/"))
    })
}

/// Ports one file and expects `after`; returns the report.
@discardableResult
func assertPort(
  _ before: String, _ after: String, standIns: Set<String> = [],
  sourceLocation: SourceLocation = #_sourceLocation
) -> PortReport {
  let result = port(["Sources/App/File.swift": before], standIns: standIns)
  #expect(result.files.first?.text == after, sourceLocation: sourceLocation)
  return result.report
}

extension PortReport {
  /// `line: declaration` of each deletion, for short expectations.
  var deleted: [String] { deletions.map { "\($0.line): \($0.declaration)" } }
  var left: [String] { leftovers.map { "\($0.line): \($0.declaration)" } }
}
