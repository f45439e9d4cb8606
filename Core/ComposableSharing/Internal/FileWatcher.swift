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
      // NB: A change already on its way to the main queue is dropped once the subscription ends,
      //     so that a value that is gone cannot act on its file (re-create it, say) after that.
      let isCancelled = LockIsolated(false)
      source.setEventHandler {
        // NB: Delivered on the main queue, as swift-sharing delivers file changes.
        guard readEvents(descriptor).contains(name) else { return }
        DispatchQueue.main.async {
          if !isCancelled.value { onChange() }
        }
      }
      source.setCancelHandler { close(descriptor) }
      source.resume()
      let cancellable = UncheckedSendable(source)
      return SharedSubscription {
        isCancelled.setValue(true)
        cancellable.value.cancel()
      }
    #else
      return SharedSubscription {}
    #endif
  }

  #if canImport(Glibc)
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
