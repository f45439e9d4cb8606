import ConcurrencyExtras
import Foundation
import Testing

@testable import ComposableCore

@MainActor
@Suite(.timeLimit(.minutes(10)))
struct OpenURLEffectTests {
  struct Settings: Reducer {
    @Dependency(\.openURL) var openURL
    struct State: Equatable { var opened: Bool? }
    @CasePathable enum Action: Equatable { case termsButtonTapped, openResponse(Bool) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .termsButtonTapped:
        return .run { send in
          await send(.openResponse(await openURL(URL(string: "https://example.com/terms")!)))
        }
      case let .openResponse(opened):
        state.opened = opened
        return .none
      }
    }
  }

  let url = URL(string: "https://example.com/a?b=c")!

  @Test func anOverrideReceivesTheURLsAFeatureOpens() async {
    let opened = LockIsolated<[URL]>([])
    let store = Store(initialState: Settings.State()) {
      Settings()
    } withDependencies: {
      $0.openURL = OpenURLEffect { url in
        opened.withValue { $0.append(url) }
        return true
      }
    }
    await store.send(.termsButtonTapped).finish()
    #expect(opened.value == [URL(string: "https://example.com/terms")!])
    #expect(store.state.opened == true)
  }

  @Test func theTestValueReportsAnIssueNamingOpenURL() async {
    @Dependency(\.openURL) var openURL
    await withKnownIssue {
      #expect(await openURL(url) == false)
    } matching: {
      $0.description.contains(#"Unimplemented: @Dependency(\.openURL)"#)
    }
  }

  @Test func theLiveValueIsFalseWithoutXDGOpen() async throws {
    let directory = try TemporaryDirectory()
    #expect(await OpenURLEffect.openWithXDGOpen(url, searchPath: directory.url.path) == false)
    #expect(await OpenURLEffect.openWithXDGOpen(url, searchPath: "") == false)
    #expect(await OpenURLEffect.openWithXDGOpen(url, searchPath: nil) == false)
  }

  @Test func theLiveValueHandsTheURLToTheFirstXDGOpenOnThePath() async throws {
    let empty = try TemporaryDirectory()
    let tools = try TemporaryDirectory()
    let received = tools.url.appendingPathComponent("received")
    try tools.writeScript(
      named: "xdg-open",
      """
      #!/bin/sh
      printf '%s' "$1" > '\(received.path)'
      """)
    let searchPath = "/nonexistent:\(empty.url.path):\(tools.url.path)"
    // NB: It returns once the script has exited, so the file is complete.
    #expect(await OpenURLEffect.openWithXDGOpen(url, searchPath: searchPath) == true)
    #expect(try String(contentsOf: received, encoding: .utf8) == "https://example.com/a?b=c")
  }

  @Test func theLiveValueIsFalseWhenXDGOpenFails() async throws {
    let tools = try TemporaryDirectory()
    try tools.writeScript(named: "xdg-open", "#!/bin/sh\nexit 3\n")
    #expect(await OpenURLEffect.openWithXDGOpen(url, searchPath: tools.url.path) == false)
  }
}

/// A directory of its own under the temporary directory, removed with its contents on release.
private final class TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("OpenURLEffectTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  func writeScript(named name: String, _ contents: String) throws {
    let path = url.appendingPathComponent(name).path
    try contents.write(toFile: path, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
  }
}
