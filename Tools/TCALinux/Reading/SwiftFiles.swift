import Foundation

/// Finding Swift files on disk.
enum SwiftFiles {
  /// The `.swift` files under `folder`, sorted, skipping hidden folders and `.build`.
  static func under(_ folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if name.hasPrefix(".") {
        enumerator.skipDescendants()
        continue
      }
      if relative.hasSuffix(".swift") { files.append(folder + "/" + relative) }
    }
    return files.sorted()
  }

  /// The deepest folder that holds every one of `files`.
  static func commonDirectory(of files: [String]) -> String {
    let folders = files.map { ($0 as NSString).deletingLastPathComponent.split(separator: "/") }
    guard var common = folders.first else { return "/" }
    for folder in folders.dropFirst() {
      common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
    }
    return "/" + common.joined(separator: "/")
  }
}
