import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A URL protocol that answers every request without touching the network, the way the
/// request's path says; each subclass reads its own part of the path in `startLoading()`.
class StubURLProtocol: URLProtocol {
  /// An ephemeral session whose requests all go to this protocol class.
  class func session() -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [self]
    return URLSession(configuration: configuration)
  }

  override class func canInit(with request: URLRequest) -> Bool {
    true
  }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest {
    request
  }

  /// The path component that follows the one called `name`, as `value` in `/name/value/…`.
  func pathComponent(after name: String) -> String? {
    let components = request.url?.pathComponents ?? []
    return components.firstIndex(of: name).flatMap {
      components.indices.contains($0 + 1) ? components[$0 + 1] : nil
    }
  }

  override func stopLoading() {}
}
