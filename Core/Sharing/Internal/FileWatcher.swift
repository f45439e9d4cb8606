import ConcurrencyExtras
import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Calls back when a file is written, replaced or removed by anyone, this process included.
///
/// NB: Linux has no `DispatchSource` for file-system events, so this reads inotify events for
/// the file's directory (atomic writes replace the file, which a watch on the file would lose).
enum FileWatcher {
  static func watch(_ url: URL, onChange: @escaping @Sendable () -> Void) -> SharedSubscription {
    #if canImport(Glibc)
      let directory = url.deletingLastPathComponent()
      let name = url.lastPathComponent
      try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { return SharedSubscription {} }
      let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE)
      guard inotify_add_watch(descriptor, directory.path, mask) >= 0 else {
        close(descriptor)
        return SharedSubscription {}
      }
      let source = DispatchSource.makeReadSource(
        fileDescriptor: descriptor, queue: DispatchQueue(label: "FileWatcher"))
      let delivery = Delivery(onChange)
      source.setEventHandler {
        // NB: Delivered on the main queue, as swift-sharing delivers file changes.
        guard readEvents(descriptor).contains(name) else { return }
        DispatchQueue.main.async { delivery.deliver() }
      }
      source.setCancelHandler { close(descriptor) }
      source.resume()
      let cancellable = UncheckedSendable(source)
      return SharedSubscription {
        delivery.cancel()
        cancellable.value.cancel()
      }
    #else
      return SharedSubscription {}
    #endif
  }

  #if canImport(Glibc)
    /// The changes of a watch on their way to the main queue, which stop once the watch ends.
    ///
    /// NB: Ending the watch waits for a change being delivered, and drops those still on their
    ///     way: after that, a value that is gone cannot act on its file (re-create it, say, while
    ///     its directory is being removed). Recursive, because a change can end the watch itself
    ///     (its value's last holder lets go of it).
    private final class Delivery: @unchecked Sendable {
      private let lock = NSRecursiveLock()
      private var onChange: (@Sendable () -> Void)?

      init(_ onChange: @escaping @Sendable () -> Void) {
        self.onChange = onChange
      }

      func deliver() {
        lock.withLock { onChange?() }
      }

      func cancel() {
        lock.withLock { onChange = nil }
      }
    }

    /// The file names of the events waiting on an inotify descriptor.
    private static func readEvents(_ descriptor: Int32) -> Set<String> {
      var names: Set<String> = []
      let capacity = 16 * 1024
      let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
      defer { buffer.deallocate() }
      while true {
        let count = read(descriptor, buffer, capacity)
        guard count > 0 else { return names }
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
          let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
          if event.len > 0 {
            let start = buffer.advanced(by: offset + header).assumingMemoryBound(to: CChar.self)
            names.insert(String(cString: start))
          }
          offset += header + Int(event.len)
        }
      }
    }
  #endif
}
