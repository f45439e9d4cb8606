import ConcurrencyExtras
import Dependencies
import Foundation

extension SharedReaderKey {
  /// A key for a value kept in a JSON file.
  ///
  /// The file is read when the first shared value for it is created, written after every change
  /// (coalesced, see ``FileStorage``), and read again when another process changes it. A file
  /// that does not exist leaves the declared value in place; one that does not decode does too,
  /// and sets the shared value's `loadError`. Nothing is written until the value changes.
  ///
  /// ```swift
  /// @Shared(.fileStorage(.documentsDirectory.appending(component: "stats.json")))
  /// var stats = Stats()
  /// ```
  public static func fileStorage<Value: Codable & Sendable>(
    _ url: URL, decoder: JSONDecoder = JSONDecoder(), encoder: JSONEncoder = JSONEncoder()
  ) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(url: url, decoder: decoder, encoder: encoder)
  }
}

/// A key for a value kept in a JSON file, through ``FileStorage``.
public struct FileStorageKey<Value: Codable & Sendable>: SharedKey {
  private let url: URL
  private let storage: FileStorage
  private let decoder: UncheckedSendable<JSONDecoder>
  private let encoder: UncheckedSendable<JSONEncoder>
  // NB: The data last read or written, so that the key ignores the echo of its own writes.
  private let lastData = LockIsolated<Data?>(nil)

  init(url: URL, decoder: JSONDecoder, encoder: JSONEncoder) {
    @Dependency(\.defaultFileStorage) var storage
    self.url = url
    self.storage = storage
    self.decoder = UncheckedSendable(decoder)
    self.encoder = UncheckedSendable(encoder)
  }

  /// The file.
  public var id: FileStorageKeyID {
    FileStorageKeyID(url: url.standardizedFileURL, storage: ObjectIdentifier(storage.writer))
  }

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    continuation.resume(with: Result { try read(force: true) ?? nil })
  }

  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    storage.watch(url) {
      do {
        guard let change = try read(force: false) else { return }
        if let value = change {
          subscriber.yield(value)
        } else {
          subscriber.yieldReturningInitialValue()
        }
      } catch {
        subscriber.yield(throwing: error)
      }
    }
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    let data: Data
    do {
      data = try encoder.value.encode(value)
    } catch {
      return continuation.resume(throwing: error)
    }
    storage.writer.write(
      data, to: url,
      using: { [storage, url, lastData] data in
        lastData.setValue(data)
        try storage.write(data, url)
      },
      completion: { result in
        switch result {
        case .success: continuation.resume()
        case let .failure(error): continuation.resume(throwing: error)
        }
      }
    )
  }

  /// The file's value: `.some(nil)` when there is no file, `nil` when the data is what this key
  /// last saw and `force` is false.
  private func read(force: Bool) throws -> Value?? {
    let data = try storage.read(url)
    let isNew = lastData.withValue { last in
      defer { last = data }
      return last != data
    }
    guard force || isNew else { return nil }
    guard let data else { return .some(nil) }
    do {
      return .some(try decoder.value.decode(Value.self, from: data))
    } catch {
      throw FileStorageDecodingError(url: url, type: Value.self, underlying: error)
    }
  }
}

extension FileStorageKey: CustomStringConvertible {
  public var description: String { ".fileStorage(\(url.path))" }
}

/// The identity of a file storage key: the file, in one file storage.
public struct FileStorageKeyID: Hashable, Sendable {
  let url: URL
  let storage: ObjectIdentifier
}

/// The error a file storage key reports when its file does not decode.
public struct FileStorageDecodingError: Error, CustomStringConvertible {
  /// The file.
  public let url: URL
  /// The type the file should hold.
  public let type: Any.Type
  /// What the decoder said.
  public let underlying: any Error

  public var description: String {
    let reason: String
    switch underlying {
    case let DecodingError.dataCorrupted(context):
      reason =
        context.underlyingError.map { "\($0.localizedDescription)" } ?? context.debugDescription
    case let DecodingError.keyNotFound(key, _):
      reason = "missing \"\(key.stringValue)\""
    case let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      reason = "\(context.debugDescription) (at \"\(path)\")"
    default:
      reason = "\(underlying)"
    }
    return "\(url.path) is not a valid \(type) in JSON: \(reason)"
  }
}
