import ArgumentParser
import ComposableCore
import FactClient
import FactClientLive
import Foundation
import Sharing

/// The options every mode shares: where facts come from, tracing and recording.
public struct AppOptions: ParsableArguments {
  /// Where facts come from.
  public enum Facts: String, ExpressibleByArgument, CaseIterable, Sendable {
    case live, mock
  }

  @Option(
    name: .customLong("fact-server"),
    help: ArgumentHelp(
      "The base URL of a numbersapi-style fact server (default: $FACT_SERVER_URL, else http://number-trivia.com).",
      valueName: "url"))
  var factServer: String?

  @Option(
    name: .customLong("fact-timeout"),
    help: ArgumentHelp(
      "How long one live fact request may take, in seconds, at most 3600 (default: 10).",
      valueName: "seconds"))
  var factTimeout: Double = 10

  @Option(help: "Where facts come from: 'live' (HTTP) or 'mock' (offline).")
  var facts: Facts = .live

  @Flag(help: "Print every action and the state change it causes to standard error.")
  var trace = false

  @Option(
    help: ArgumentHelp(
      "Append every action and the state after it to FILE as JSON lines.", valueName: "file"))
  var record: String?

  @Option(
    help: ArgumentHelp(
      "Keep the counters in FILE between runs (JSON, written as they change).", valueName: "file"))
  var state: String?

  @Option(
    help: ArgumentHelp(
      "Colour output: 'auto' (on a terminal, unless NO_COLOR is set), 'always' or 'never'.",
      valueName: "when"))
  var color: ColorChoice = .auto

  public init() {}

  public mutating func validate() throws {
    _ = try factClient()
  }

  /// The fact client the options select.
  func factClient() throws -> FactClient {
    switch facts {
    case .mock:
      return .mock
    case .live:
      guard factTimeout > 0, factTimeout <= 3_600 else {
        throw ValidationError(
          "--fact-timeout takes more than 0 and at most 3600 seconds, not \(factTimeout)")
      }
      let timeout = Duration.seconds(factTimeout)
      guard let server = factServer ?? ProcessInfo.processInfo.environment["FACT_SERVER_URL"] else {
        return .live(timeout: timeout)
      }
      guard let url = URL(string: server), let scheme = url.scheme?.lowercased(),
        ["http", "https"].contains(scheme), url.host != nil
      else {
        throw ValidationError(
          "'\(printable(server))' is not an http(s) URL; try --fact-server http://127.0.0.1:8080")
      }
      return .live(baseURL: url, timeout: timeout)
    }
  }
}

extension AppOptions {
  /// The counters kept in the `--state` file, if one is named.
  ///
  /// A file that cannot be read leaves the counters at zero and is reported on `console`; it is
  /// not written until a counter changes.
  @MainActor
  func savedCounters(_ console: Console) -> Shared<SavedCounters>? {
    guard let state else { return nil }
    @Shared(.savedCounters(state)) var counters = SavedCounters()
    if let error = $counters.loadError {
      let reason = "\(state) is not a valid SavedCounters in JSON: \(describe(error))"
      console.err(
        "warning: \(reason)\nwarning: starting with fresh counters; \(state) is left as it is until one changes.\n"
      )
    }
    return $counters
  }
}

/// What a decoding error says, in a line.
private func describe(_ error: any Error) -> String {
  switch error {
  case let DecodingError.dataCorrupted(context):
    return context.underlyingError.map { "\($0.localizedDescription)" } ?? context.debugDescription
  case let DecodingError.keyNotFound(key, _):
    return "missing \"\(key.stringValue)\""
  case let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context):
    let path = context.codingPath.map(\.stringValue).joined(separator: ".")
    return "\(context.debugDescription) (at \"\(path)\")"
  default:
    return "\(error)"
  }
}
