import Dependencies
import FactClient
import Testing

struct FactClientTests {
  @Test func mockDescribesTheNumber() async throws {
    let fact = try await FactClient.mock.fetch(7)
    #expect(fact == "7 is a good number.")
  }

  @Test func failingThrowsTheGivenFailure() async {
    let client = FactClient.failing(FactClient.Failure("offline"))
    await #expect(throws: FactClient.Failure("offline")) {
      try await client.fetch(1)
    }
  }

  @Test func failingThrowsADefaultFailure() async {
    await #expect(throws: FactClient.Failure.self) {
      try await FactClient.failing().fetch(1)
    }
  }

  @Test func failureDescribesItselfWithItsMessage() {
    let failure = FactClient.Failure("HTTP 503 from number-trivia.com")
    #expect(failure.description == "HTTP 503 from number-trivia.com")
    #expect(failure.localizedDescription == "HTTP 503 from number-trivia.com")
  }

  @Test func testValueReportsAnIssueNamingFetchAndThrows() async {
    await withKnownIssue {
      await #expect(throws: (any Error).self) {
        try await FactClient.testValue.fetch(1)
      }
    } matching: { issue in
      issue.description.contains("FactClient.fetch")
    }
  }

  @Test func dependencyIsUnimplementedInTestContext() async {
    @Dependency(\.factClient) var factClient
    await withKnownIssue {
      await #expect(throws: (any Error).self) {
        try await withDependencies {
          $0.context = .test
        } operation: {
          try await factClient.fetch(2)
        }
      }
    } matching: { issue in
      issue.description.contains("FactClient.fetch")
    }
  }

  @Test func dependencyUsesTheMockInPreviewContext() async throws {
    let fact = try await withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(\.factClient) var factClient
      return try await factClient.fetch(3)
    }
    #expect(fact == "3 is a good number.")
  }

  @Test func dependencyCanBeOverridden() async throws {
    let fact = try await withDependencies {
      $0.factClient = FactClient { "\($0) overridden" }
    } operation: {
      @Dependency(\.factClient) var factClient
      return try await factClient.fetch(4)
    }
    #expect(fact == "4 overridden")
  }
}
