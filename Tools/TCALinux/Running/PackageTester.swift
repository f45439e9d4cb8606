import Foundation

/// Builds a ported package and runs its tests.
public struct PackageTester: Sendable {
  /// The ported package's folder.
  public var package: String
  /// A build folder to use instead of the package's `.build`, e.g. one shared by several ports.
  public var scratchPath: String?

  public init(package: String, scratchPath: String? = nil) {
    self.package = package
    self.scratchPath = scratchPath
  }

  /// What a run found.
  public enum Outcome: Equatable, Sendable {
    case buildFailed(BuildErrorSummary)
    /// `swift test`'s exit status and its summary lines.
    case tested(status: Int32, summary: [String])

    /// The exit status for CI.
    public var status: Int32 {
      switch self {
      case .buildFailed: return 1
      case .tested(let status, _): return status
      }
    }
  }

  /// How many times a failed build is repaired and tried again.
  public var repairs = 4

  /// Builds the package, removing what its errors point at, and runs its tests; with `echo`,
  /// prints the build's and the tests' output as they run.
  public func run(echo: Bool) throws -> (outcome: Outcome, repaired: [PortReport.Deletion]) {
    let scratch = scratchPath.map { ["--scratch-path", AppReader.absolute($0)] } ?? []
    var repaired: [PortReport.Deletion] = []
    var attempt = 0
    while true {
      let build = try Shell.run(
        ["swift", "build", "--build-tests", "--package-path", package] + scratch, echo: echo)
      if build.status == 0 { break }
      let deletions =
        attempt < repairs ? try BuildRepair(package: package).repair(log: build.output) : []
      guard !deletions.isEmpty else {
        let summary = BuildErrorSummary(
          output: build.output, package: package, declaration: Self.declaration(at:line:))
        return (.buildFailed(summary), repaired)
      }
      repaired += deletions
      try PortMarkdown.append(deletions: repaired, to: package + "/PORT.md")
      attempt += 1
    }
    let test = try Shell.run(
      ["swift", "test", "--skip-build", "--package-path", package] + scratch, echo: echo)
    return (.tested(status: test.status, summary: Self.summary(of: test.output)), repaired)
  }

  /// The innermost declaration of the Swift file at `path` that holds `line`.
  static func declaration(at path: String, line: Int) -> String? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    let file = ParsedFile(path: path, text: text, isTest: false)
    return BuildRepair.innermostDeclaration(at: line, in: file, sealed: { _ in false })?.summary
  }

  /// The lines of a `swift test` log that count tests and name failures.
  static func summary(of output: String) -> [String] {
    let lines = output.split(separator: "\n").map(String.init)
    let failures = lines.filter { $0.contains(": error: ") || $0.contains("' failed (") }
    let xctest = lines.last { $0.contains("Executed ") && $0.contains(" test") }
    let testing = lines.last { $0.contains("Test run with") }
    let counts = [xctest, testing].compactMap { $0?.trimmingCharacters(in: .whitespaces) }
    let ran = counts.filter { !$0.contains("Executed 0 tests") && !$0.contains("with 0 tests") }
    return failures + (ran.isEmpty ? counts : ran)
  }
}
