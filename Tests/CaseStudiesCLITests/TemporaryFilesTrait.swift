import Foundation
import Testing

/// Gives each test a directory for its files, and removes it when the test ends.
///
/// ```swift
/// @Suite(.temporaryFiles)
/// struct StateFileTests {
///   @Test func … { let file = try temporaryDirectory().appendingPathComponent("state.json") }
/// }
/// ```
struct TemporaryFilesTrait: SuiteTrait, TestTrait, TestScoping {
  @TaskLocal static var root: URL?

  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil else { return try await function() }
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("case-studies-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try await Self.$root.withValue(root) { try await function() }
  }
}

extension Trait where Self == TemporaryFilesTrait {
  /// A directory per test for ``temporaryDirectory()``, removed after the test.
  static var temporaryFiles: Self { Self() }
}

/// A fresh directory inside the running test's temporary files.
///
/// The test, or its suite, must have the ``TemporaryFilesTrait/temporaryFiles`` trait, so that
/// nothing is left behind in the system's temporary directory.
func temporaryDirectory() throws -> URL {
  guard let root = TemporaryFilesTrait.root else {
    struct MissingTrait: Error, CustomStringConvertible {
      var description: String {
        "temporaryDirectory() needs the test's @Suite(.temporaryFiles) trait"
      }
    }
    throw MissingTrait()
  }
  let url = root.appendingPathComponent(UUID().uuidString)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
