import Foundation
import Synchronization
import Testing

struct TemporaryFilesTraitTests {
  @Test func theTestsFilesAreRemovedWhenItEnds() async throws {
    let made = Mutex<URL?>(nil)
    try await TemporaryFilesTrait().provideScope(
      for: try #require(Test.current), testCase: Test.Case.current
    ) {
      let directory = try temporaryDirectory()
      try "x".write(
        to: directory.appendingPathComponent("file"), atomically: true, encoding: .utf8)
      made.withLock { $0 = directory }
    }
    let directory = try #require(made.withLock { $0 })
    #expect(!FileManager.default.fileExists(atPath: directory.path))
    #expect(!FileManager.default.fileExists(atPath: directory.deletingLastPathComponent().path))
  }

  @Test func withoutTheTraitThereIsNoDirectory() {
    #expect {
      try temporaryDirectory()
    } throws: { error in
      "\(error)" == "temporaryDirectory() needs the test's @Suite(.temporaryFiles) trait"
    }
  }
}
