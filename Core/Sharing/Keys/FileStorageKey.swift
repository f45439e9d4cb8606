import ConcurrencyExtras
import Dependencies
import Dispatch
import Foundation

extension SharedReaderKey {
  /// A key for a value kept in a JSON file.
  ///
  /// The file is read when the first shared value for it is created (a missing or empty file
  /// leaves the initial value in place), written after every change (throttled, see
  /// ``FileStorage``), and read again when another process changes it. A file that does not decode
  /// leaves the value as it is and sets the shared value's `loadError`. A file that is deleted or
  /// moved away resets the value to its initial one.
  ///
  /// ```swift
  /// @Shared(.fileStorage(.documentsDirectory.appending(component: "stats.json")))
  /// var stats = Stats()
  /// ```
  public static func fileStorage<Value: Codable>(
    _ url: URL, decoder: JSONDecoder? = nil, encoder: JSONEncoder? = nil
  ) -> Self where Self == FileStorageKey<Value> {
    let decoder = UncheckedSendable(decoder ?? JSONDecoder())
    let encoder = UncheckedSendable(encoder ?? JSONEncoder())
    return fileStorage(
      url,
      decode: { try decoder.value.decode(Value.self, from: $0) },
      encode: { try encoder.value.encode($0) }
    )
  }

  /// A key for a value kept in a file, in a format of your own.
  ///
  /// ```swift
  /// @Shared(.fileStorage(url, decode: { String(decoding: $0, as: UTF8.self) },
  ///                           encode: { Data($0.utf8) }))
  /// var notes = ""
  /// ```
  public static func fileStorage<Value>(
    _ url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(url: url, decode: decode, encode: encode)
  }
}

/// A key for a value kept in a file, through ``FileStorage``.
public struct FileStorageKey<Value: Sendable>: SharedKey {
  private let url: URL
  private let storage: FileStorage
  private let decode: @Sendable (Data) throws -> Value
  private let encode: @Sendable (Value) throws -> Data
  private let writes = FileWrites()

  init(
    url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) {
    @Dependency(\.defaultFileStorage) var storage
    self.url = url
    self.storage = storage
    self.decode = decode
    self.encode = encode
  }

  /// The file, in its file storage.
  public var id: FileStorageKeyID {
    FileStorageKeyID(url: url.standardizedFileURL, storage: storage)
  }

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    do {
      let data = try storage.read(url)
      writes.saw(data)
      guard let data, !data.isEmpty else { return continuation.resumeReturningInitialValue() }
      continuation.resume(returning: try decode(data))
    } catch {
      continuation.resume(throwing: error)
    }
  }

  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    createIfMissing()
    return storage.watch(url) { [self] in
      guard storage.fileExists(url) else {
        writes.cancel()
        subscriber.yieldReturningInitialValue()
        createIfMissing()
        return
      }
      // NB: While a throttled write is waiting, it wins over changes made outside.
      guard !writes.isThrottling, let data = try? storage.read(url), writes.saw(data) else {
        return
      }
      if data.isEmpty {
        subscriber.yieldReturningInitialValue()
      } else {
        subscriber.yield(with: Result { try decode(data) })
      }
    }
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    let data: Data
    do {
      data = try encode(value)
    } catch {
      return continuation.resume(throwing: error)
    }
    switch context {
    case .userInitiated:
      writes.cancel()
      continuation.resume(with: Result { try write(data) })
    case .didSet:
      guard let endOfWindow = writes.open(data, continuation, write: write) else { return }
      continuation.resume(with: Result { try write(data) })
      storage.asyncAfter(.seconds(1), endOfWindow)
    }
  }

  /// Gives a watcher a file to watch, as an empty one.
  private func createIfMissing() {
    guard !storage.fileExists(url) else { return }
    try? write(Data())
  }

  @Sendable private func write(_ data: Data) throws {
    try storage.createDirectory(url.deletingLastPathComponent())
    writes.saw(data)
    try storage.save(data, url)
  }
}

extension FileStorageKey: CustomStringConvertible {
  public var description: String { ".fileStorage(\(String(reflecting: url)))" }
}

/// The identity of a file storage key: the file, in one file storage.
public struct FileStorageKeyID: Hashable, Sendable {
  let url: URL
  let storage: FileStorage
}

/// A file key's writes: the data it last read or wrote (so that it ignores the echo of its own
/// writes), and the throttle window of its changes.
///
/// The first change after a quiet second is written at once and opens a window; changes during
/// the window wait, and only the latest is written when it ends. A window still open when the
/// process exits is written then.
private final class FileWrites: @unchecked Sendable {
  private struct Window {
    var pending: (data: Data, write: @Sendable (Data) throws -> Void)?
    var continuations: [SaveContinuation] = []
    let end: DispatchWorkItem
  }

  private let lock = NSLock()
  private var lastData: Data??
  private var window: Window?

  var isThrottling: Bool { lock.withLock { window != nil } }

  /// Records data read or written; returns whether it differs from what was seen last.
  @discardableResult
  func saw(_ data: Data?) -> Bool {
    lock.withLock {
      defer { lastData = .some(data) }
      return lastData != .some(data)
    }
  }

  /// Opens a window and returns the work that ends it, or, while one is open, keeps the data to
  /// write when it ends and returns `nil`.
  func open(
    _ data: Data, _ continuation: SaveContinuation,
    write: @escaping @Sendable (Data) throws -> Void
  ) -> DispatchWorkItem? {
    lock.withLock {
      if window != nil {
        window?.pending = (data, write)
        window?.continuations.append(continuation)
        return nil
      }
      let end = DispatchWorkItem { [weak self] in self?.close() }
      window = Window(end: end)
      PendingFileWrites.register(self)
      return end
    }
  }

  /// Ends the window: writes what waited, and tells those who waited.
  ///
  /// The window stays open while it writes, so that a save made meanwhile waits and is written
  /// after it, rather than at once beside it: writes never overlap, and the last save is the one
  /// the file keeps.
  func close() {
    while let batch = takeWaiting() {
      let result = Result { try batch.pending.map { try $0.write($0.data) } }
      for continuation in batch.continuations { continuation.resume(with: result.map { _ in }) }
    }
  }

  /// What waits in the window, leaving the window open; once nothing waits, closes the window and
  /// returns `nil`.
  private func takeWaiting() -> Window? {
    let (batch, didClose) = lock.withLock { () -> (Window?, Bool) in
      guard let current = window else { return (nil, false) }
      guard current.pending != nil || !current.continuations.isEmpty else {
        window = nil
        return (nil, true)
      }
      window?.pending = nil
      window?.continuations = []
      return (current, false)
    }
    if didClose { PendingFileWrites.unregister(self) }
    return batch
  }

  /// Ends the window without writing what waited, as when the file was deleted or a save was
  /// asked for.
  func cancel() {
    guard let window = takeWindow() else { return }
    window.end.cancel()
    for continuation in window.continuations { continuation.resume() }
  }

  private func takeWindow() -> Window? {
    let taken = lock.withLock { () -> Window? in
      defer { window = nil }
      return window
    }
    if taken != nil { PendingFileWrites.unregister(self) }
    return taken
  }
}

/// The file writes waiting in a throttle window, written when the process exits normally.
private enum PendingFileWrites {
  private static let open = LockIsolated<[ObjectIdentifier: FileWrites]>([:])
  private static let exitHook: Void = { atexit { PendingFileWrites.flush() } }()

  static func register(_ writes: FileWrites) {
    _ = exitHook
    open.withValue { $0[ObjectIdentifier(writes)] = writes }
  }

  static func unregister(_ writes: FileWrites) {
    open.withValue { _ = $0.removeValue(forKey: ObjectIdentifier(writes)) }
  }

  static func flush() {
    for writes in open.value.values { writes.close() }
  }
}
