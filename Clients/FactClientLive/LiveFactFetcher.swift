import FactClient
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Performs one fact request and turns its outcome into a fact or a `FactClient.Failure`.
struct LiveFactFetcher: Sendable {
  let baseURL: URL
  let session: StreamingSession
  let timeout: Duration
  let maxBytes: Int
  let clock: any Clock<Duration>

  private var host: String {
    baseURL.host ?? baseURL.absoluteString
  }

  private var port: Int {
    baseURL.port ?? (baseURL.scheme?.lowercased() == "https" ? 443 : 80)
  }

  func fetch(_ number: Int) async throws -> String {
    try fact(from: await load(request(for: number)))
  }

  func request(for number: Int) -> URLRequest {
    let url =
      baseURL
      .appendingPathComponent(String(number))
      .appendingPathComponent("trivia")
    var request = URLRequest(url: url)
    request.cachePolicy = .reloadIgnoringLocalCacheData
    request.timeoutInterval = Self.transportTimeout(for: timeout)
    request.setValue("text/plain", forHTTPHeaderField: "Accept")
    return request
  }

  /// The transport's own idle timeout: only a backstop well past `timeout`, which `load` enforces
  /// on its clock; swift-corelibs-foundation truncates `timeoutInterval` to whole seconds and
  /// times out at once below one second.
  static func transportTimeout(for timeout: Duration) -> TimeInterval {
    max(60, 2 * timeout.seconds.rounded(.up))
  }

  /// Races the request, whose body may not pass `maxBytes`, against `timeout` on the fetcher's
  /// clock.
  private func load(_ request: URLRequest) async throws -> Data {
    do {
      return try await withThrowingTaskGroup(of: Data.self) { group in
        group.addTask {
          try await session.load(request, maxBytes: maxBytes, host: host, checkResponse: check)
        }
        group.addTask {
          try await clock.sleep(for: timeout)
          throw URLError(.timedOut)
        }
        defer { group.cancelAll() }
        guard let body = try await group.next() else { throw CancellationError() }
        return body
      }
    } catch {
      throw failure(for: error)
    }
  }

  private func failure(for error: any Error) -> any Error {
    if error is CancellationError || Task.isCancelled {
      return CancellationError()
    }
    if let failure = error as? FactClient.Failure {
      return failure
    }
    guard let error = error as? URLError else {
      return FactClient.Failure("request to \(host) failed: \(error.localizedDescription)")
    }
    switch error.code {
    case .cannotFindHost, .dnsLookupFailed:
      return FactClient.Failure("could not resolve host \(host)")
    case .cannotConnectToHost:
      return FactClient.Failure("could not connect to \(host):\(port)")
    case .timedOut:
      return FactClient.Failure("timed out after \(timeout.secondsText)")
    default:
      return FactClient.Failure(
        "request to \(host) failed: \(error.localizedDescription) (URLError \(error.code.rawValue))"
      )
    }
  }

  /// Throws unless `response` is an HTTP `200 OK`.
  private func check(_ response: URLResponse) throws {
    guard let response = response as? HTTPURLResponse else {
      throw FactClient.Failure("response from \(host) is not HTTP")
    }
    guard response.statusCode == 200 else {
      throw FactClient.Failure("HTTP \(response.statusCode) from \(host)")
    }
  }

  private func fact(from data: Data) throws -> String {
    guard !data.isEmpty else {
      throw FactClient.Failure("empty response from \(host)")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw FactClient.Failure("response from \(host) is not valid UTF-8")
    }
    let fact = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !fact.isEmpty else {
      throw FactClient.Failure("response from \(host) contains only whitespace")
    }
    return fact
  }
}

extension Duration {
  fileprivate var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }

  fileprivate var secondsText: String {
    String(format: "%g s", seconds)
  }
}
