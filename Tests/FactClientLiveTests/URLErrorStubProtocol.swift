import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A URL protocol that fails every request with the `URLError` code named in its path.
///
/// A request to `http://host/url-error/-1003/...` fails with `URLError(.cannotFindHost)`
/// without touching the network, so error mapping can be checked for any host name.
final class URLErrorStubProtocol: URLProtocol {
  static func session() -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [URLErrorStubProtocol.self]
    return URLSession(configuration: configuration)
  }

  static func baseURL(host: String, failingWith code: URLError.Code) -> URL {
    URL(string: "http://\(host)/url-error/\(code.rawValue)")!
  }

  override class func canInit(with request: URLRequest) -> Bool {
    true
  }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest {
    request
  }

  override func startLoading() {
    let components = request.url?.pathComponents ?? []
    let code = components.firstIndex(of: "url-error")
      .flatMap { components.indices.contains($0 + 1) ? Int(components[$0 + 1]) : nil }
      .flatMap { URLError.Code(rawValue: $0) } ?? .unknown
    client?.urlProtocol(self, didFailWithError: URLError(code))
  }

  override func stopLoading() {}
}
