import ComposableArchitecture
import Testing
import XCTestDynamicOverlay

/// Older TCA code reports issues with XCTestDynamicOverlay's names: `XCTFail` outside tests, and
/// `unimplemented("…")` closures with no placeholder, whose result is made up. The umbrella
/// re-exports the module, so they resolve beside IssueReporting's names with no ambiguity, and
/// this file imports it by name as well, as such code bases do.
@MainActor
struct XCTestDynamicOverlayTests {
  enum Level: Int { case low, high }

  /// A dependency client as TCA 1.0–1.15 apps wrote them, by hand.
  struct ScoreClient {
    var count: @Sendable () -> Int
    var name: @Sendable (Int) -> String
    var scores: @Sendable (Int, String) -> [Int]
    var level: @Sendable () -> Level?
    var isReady: @Sendable () async -> Bool
    var fetch: @Sendable (Int) async throws -> String
    var parse: @Sendable (String) throws -> Int
    var reset: @Sendable () -> Void
    var best: @Sendable () -> Int
    var load: @Sendable () async -> Double
    var date: @Sendable () -> Date
    var id: @Sendable () -> UUID
    var tags: @Sendable () -> Set<String>
    var table: @Sendable () -> [String: Int]
    var updates: @Sendable () -> AsyncStream<Int>
  }

  @available(*, deprecated)
  static let unimplementedClient = ScoreClient(
    count: unimplemented("ScoreClient.count"),
    name: unimplemented("ScoreClient.name"),
    scores: unimplemented("ScoreClient.scores"),
    level: unimplemented("ScoreClient.level"),
    isReady: unimplemented("ScoreClient.isReady"),
    fetch: unimplemented("ScoreClient.fetch"),
    parse: unimplemented("ScoreClient.parse"),
    reset: unimplemented("ScoreClient.reset"),
    best: unimplemented("ScoreClient.best", placeholder: 42),
    load: unimplemented("ScoreClient.load", placeholder: 1.5),
    date: unimplemented("ScoreClient.date"),
    id: unimplemented("ScoreClient.id"),
    tags: unimplemented("ScoreClient.tags"),
    table: unimplemented("ScoreClient.table"),
    updates: unimplemented("ScoreClient.updates")
  )

  @Test func xctFailReportsAnIssueOutsideXCTest() {
    withKnownIssue {
      XCTFail("Checkout.total went negative")
    } matching: {
      $0.description.contains("Checkout.total went negative")
    }
  }

  @Test func xctFailWithoutAMessageReportsAnIssue() {
    let line = #line + 2
    withKnownIssue {
      XCTFail()
    } matching: {
      $0.sourceLocation?.line == line
    }
  }

  @available(*, deprecated)
  @Test func unimplementedClosuresWithoutAPlaceholderMakeOneUp() async {
    let client = Self.unimplementedClient
    await withKnownIssue {
      #expect(client.count() == 0)
      #expect(client.name(7) == "")
      #expect(client.scores(1, "a") == [])
      #expect(client.level() == nil)
      #expect(await client.isReady() == false)
      #expect(client.date() == Date(timeIntervalSinceReferenceDate: 0))
      #expect(client.id() == UUID(uuidString: "00000000-0000-0000-0000-000000000000"))
      #expect(client.tags() == [])
      #expect(client.table() == [:])
      for await _ in client.updates() { Issue.record("The stream was not finished.") }
    } matching: { issue in
      ["count", "name", "scores", "level", "isReady", "date", "id", "tags", "table", "updates"]
        .contains {
          issue.description.contains("Unimplemented: ScoreClient.\($0)")
        }
    }
  }

  @available(*, deprecated)
  @Test func unimplementedClosuresReportWhatTheyWereCalledWith() {
    withKnownIssue {
      _ = Self.unimplementedClient.scores(3, "b")
    } matching: {
      $0.description.contains("Unimplemented: ScoreClient.scores")
        && $0.description.contains("Defined at:") && $0.description.contains(#"(3, "b")"#)
    }
  }

  @available(*, deprecated)
  @Test func theResultMayBeAnEnumWithARawValue() {
    let level: @Sendable () -> Level = unimplemented("level")
    withKnownIssue {
      #expect(level() == .low)
    } matching: {
      $0.description.contains("Unimplemented: level")
    }
  }

  @available(*, deprecated)
  @Test func throwingClosuresThrowInsteadOfMakingUpAResult() async {
    let client = Self.unimplementedClient
    await withKnownIssue {
      await #expect(throws: UnimplementedFailure.self) { try await client.fetch(1) }
      #expect(throws: UnimplementedFailure.self) { try client.parse("1") }
    } matching: { issue in
      ["fetch", "parse"].contains {
        issue.description.contains("Unimplemented: ScoreClient.\($0)")
      }
    }
  }

  @available(*, deprecated)
  @Test func placeholdersAndVoidResultsAreIssueReportings() async {
    let client = Self.unimplementedClient
    await withKnownIssue {
      client.reset()
      #expect(client.best() == 42)
      #expect(await client.load() == 1.5)
    } matching: { issue in
      ["reset", "best", "load"].contains {
        issue.description.contains("Unimplemented: ScoreClient.\($0)")
      }
    }
  }

  @available(*, deprecated)
  @Test func xctUnimplementedIsUnimplemented() {
    let count: @Sendable () -> Int = XCTUnimplemented("count", placeholder: 5)
    withKnownIssue {
      #expect(count() == 5)
    } matching: {
      $0.description.contains("Unimplemented: count")
    }
  }

  @Test func issueReportingsNamesStillResolve() {
    let count: @Sendable () -> Int = unimplemented("count", placeholder: 3)
    withKnownIssue {
      #expect(count() == 3)
      let value: String = unimplemented("value", placeholder: "x")
      #expect(value == "x")
      reportIssue("reported")
    } matching: {
      $0.description.contains("count") || $0.description.contains("value")
        || $0.description.contains("reported")
    }
    withExpectedIssue {
      reportIssue("expected")
    }
  }
}
