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

  public func run(echo: Bool) throws -> Outcome {
    let scratch = scratchPath.map { ["--scratch-path", AppReader.absolute($0)] } ?? []
    let build = try Shell.run(
      ["swift", "build", "--build-tests", "--package-path", package] + scratch, echo: echo)
    guard build.status == 0 else { return .buildFailed(BuildErrorSummary(output: build.output)) }
    let test = try Shell.run(
      ["swift", "test", "--skip-build", "--package-path", package] + scratch, echo: echo)
    return .tested(status: test.status, summary: Self.summary(of: test.output))
  }

  /// The lines of a `swift test` log that count tests and name failures.
  static func summary(of output: String) -> [String] {
    let lines = output.split(separator: "\n").map(String.init)
    let failures = lines.filter { $0.contains(": error: ") || $0.contains("' failed (") }
    let xctest = lines.last { $0.contains("Executed ") && $0.contains(" test") }
    let testing = lines.last { $0.contains("Test run with") }
    return failures + [xctest, testing].compactMap { $0?.trimmingCharacters(in: .whitespaces) }
  }
}
