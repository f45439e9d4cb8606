import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A URL protocol that answers every request with `200 OK` and the 17-byte body
/// `42 is the answer.` under the `Content-Length` (and `Content-Encoding`) named in its path,
/// whether they fit the body or not.
///
/// A request to `http://host/content-length/5/...` gets all 17 bytes under a `Content-Length`
/// of 5, which libcurl never delivers: it stops reading at the `Content-Length`.
final class ContentLengthStubProtocol: StubURLProtocol {
  static let body = Data("42 is the answer.".utf8)

  static func baseURL(contentLength: Int, contentEncoding: String? = nil) -> URL {
    let encoding = contentEncoding.map { "/content-encoding/\($0)" } ?? ""
    return URL(string: "http://number-trivia.com/content-length/\(contentLength)\(encoding)")!
  }

  override func startLoading() {
    var headers = ["Content-Type": "text/plain; charset=utf-8"]
    headers["Content-Length"] = pathComponent(after: "content-length")
    headers["Content-Encoding"] = pathComponent(after: "content-encoding")
    let response = HTTPURLResponse(
      url: request.url!, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: headers
    )!
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: Self.body)
    client?.urlProtocolDidFinishLoading(self)
  }
}
