import ConcurrencyExtras
import Dependencies
import Foundation
import Observation
import Sharing
import Testing

/// `.fileStorage` on the real file system, in a directory of the test's own.
@Suite(.timeLimit(.minutes(10))) struct FileSystemStorageTests {
  struct Settings: Codable, Equatable {
    var volume = 5
  }

  let directory = URL.temporaryDirectory.appending(component: "shared-\(UUID().uuidString)")
  var url: URL { directory.appending(component: "settings.json") }

  @Test func theFirstChangeIsWrittenAtOnce() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var settings = Settings()
      // NB: As in swift-sharing, a missing file is created empty, to be watched.
      #expect(try Data(contentsOf: url).isEmpty)
      $settings.withLock { $0.volume = 9 }
      let data = try Data(contentsOf: url)
      #expect(data == Data(#"{"volume":9}"#.utf8))
    }
  }

  @Test func aChangeByAnotherProcessFlowsIn() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var settings = Settings()
      let changed = nextChange(of: $settings)
      let writer = Process()
      writer.executableURL = URL(fileURLWithPath: "/bin/sh")
      writer.arguments = [
        "-c", #"printf '{"volume":1}' > "$0.tmp" && mv "$0.tmp" "$0""#, url.path,
      ]
      try writer.run()
      writer.waitUntilExit()
      #expect(await changed.first { true } != nil)
      #expect(settings.volume == 1)
    }
  }

  /// The next change of `shared`, as a stream; awaiting it ends early if the test is cancelled
  /// (by the suite's time limit, should the change never come).
  private func nextChange<Value>(of shared: Shared<Value>) -> AsyncStream<Void> {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    withObservationTracking {
      _ = shared.wrappedValue
    } onChange: {
      continuation.yield()
    }
    return stream
  }
}
