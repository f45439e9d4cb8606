import Dependencies
import Foundation
import IssueReporting

/// Opens a URL from a feature's effect, as SwiftUI's `openURL` environment value does.
///
/// ```swift
/// @Dependency(\.openURL) var openURL
/// // …
/// case .termsButtonTapped:
///   return .run { _ in await openURL(URL(string: "https://example.com/terms")!) }
/// ```
///
/// On Linux the live value hands the URL to `xdg-open`, the desktop's opener, found on `PATH`. In
/// tests the value is unimplemented: calling it reports an issue, so a test overrides it to
/// observe what a feature opens.
public struct OpenURLEffect: Sendable {
  private let handler: @Sendable (URL) async -> Bool

  /// Creates an effect that opens URLs with `handler`, which returns whether it could.
  ///
  /// ```swift
  /// let opened = LockIsolated<[URL]>([])
  /// let store = TestStore(initialState: Settings.State()) {
  ///   Settings()
  /// } withDependencies: {
  ///   $0.openURL = OpenURLEffect { url in
  ///     opened.withValue { $0.append(url) }
  ///     return true
  ///   }
  /// }
  /// ```
  public init(handler: @escaping @Sendable (URL) async -> Bool) {
    self.handler = handler
  }

  /// Opens `url`, and returns whether it could be opened.
  @discardableResult
  public func callAsFunction(_ url: URL) async -> Bool {
    await handler(url)
  }

  /// Opens `url`, where the caller does not ask whether it could be opened.
  @_disfavoredOverload
  public func callAsFunction(_ url: URL) async {
    _ = await handler(url)
  }
}

extension DependencyValues {
  /// Opens a URL: with `xdg-open` when the app runs, unimplemented in tests.
  public var openURL: OpenURLEffect {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}

private enum OpenURLKey: DependencyKey {
  static let liveValue = OpenURLEffect { url in
    await OpenURLEffect.openWithXDGOpen(
      url, searchPath: ProcessInfo.processInfo.environment["PATH"])
  }
  static let testValue = OpenURLEffect { _ in
    reportIssue(#"Unimplemented: @Dependency(\.openURL)"#)
    return false
  }
}
