import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Calls back at every file-system event in a directory (inotify), on a thread of its own, so
/// that a test can act within microseconds of a process's write there, without a clock.
///
/// ```swift
/// let watch = try DirectoryWatch(directory) { count in if count == 3 { app.kill() } }
/// defer { watch.cancel() }
/// ```
final class DirectoryWatch: Sendable {
  private let descriptor: Int32
  private let watch: Int32

  /// Starts watching; `onEvent` gets the number of events so far, from 1.
  init(_ directory: URL, onEvent: @escaping @Sendable (Int) -> Void) throws {
    let descriptor = inotify_init1(Int32(IN_CLOEXEC))
    let mask = UInt32(IN_CREATE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_DELETE)
    let watch = inotify_add_watch(descriptor, directory.path, mask)
    guard descriptor >= 0, watch >= 0 else {
      close(descriptor)
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    (self.descriptor, self.watch) = (descriptor, watch)
    Thread { Self.read(descriptor, onEvent) }.start()
  }

  /// Stops watching, and ends the thread.
  func cancel() {
    inotify_rm_watch(descriptor, watch)
  }

  /// Reads events until the watch is removed (`IN_IGNORED`), then closes the descriptor.
  private static func read(_ descriptor: Int32, _ onEvent: (Int) -> Void) {
    defer { close(descriptor) }
    let capacity = 4096
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
    defer { buffer.deallocate() }
    var count = 0
    while case let length = Glibc.read(descriptor, buffer, capacity), length > 0 {
      var offset = 0
      while offset < length {
        let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
        if event.mask & UInt32(IN_IGNORED) != 0 { return }
        count += 1
        onEvent(count)
        offset += MemoryLayout<inotify_event>.size + Int(event.len)
      }
    }
  }
}
