import ComposableArchitecture
import Foundation

@DependencyClient
public struct NumberFactClient: Sendable {
  public var fetch: @Sendable (Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
  public static let liveValue = NumberFactClient(
    fetch: { number in
      let url = URL(string: "http://numbersapi.com/\(number)")!
      let (data, _) = try await URLSession.shared.data(from: url)
      return String(decoding: data, as: UTF8.self)
    }
  )

  public static let testValue = NumberFactClient()
}

extension DependencyValues {
  public var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}
