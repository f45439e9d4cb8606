import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A URL protocol that fails every request with the `URLError` code named in its path.
///
/// A request to `http://host/url-error/-1003/...` fails with `URLError(.cannotFindHost)`
/// without touching the network, so error mapping can be checked for any host name.
final class URLErrorStubProtocol: StubURLProtocol {
  static func baseURL(host: String, failingWith code: URLError.Code) -> URL {
    URL(string: "http://\(host)/url-error/\(code.rawValue)")!
  }

  override func startLoading() {
    let code =
      pathComponent(after: "url-error")
      .flatMap { Int($0) }
      .flatMap { URLError.Code(rawValue: $0) } ?? .unknown
    client?.urlProtocol(self, didFailWithError: URLError(code))
  }
}
