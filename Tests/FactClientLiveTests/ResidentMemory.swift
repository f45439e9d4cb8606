import Foundation

/// The process's resident set size in bytes, the `VmRSS` line of `/proc/self/status`.
func residentMemory() throws -> Int {
  let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
  let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
  let fields = line.split(whereSeparator: \.isWhitespace)
  guard fields.count == 3, fields[2] == "kB", let kilobytes = Int(fields[1]) else {
    throw CocoaError(.fileReadCorruptFile)
  }
  return kilobytes * 1024
}
