import Foundation

/// Finds the composable-linux checkout a ported package depends on.
public enum ComposableLinuxLocator {
  static let packageName = "composable-linux"

  /// `explicit` if given (it must be a checkout), else the checkout that holds `executable` or
  /// the current directory.
  public static func locate(explicit: String?, executable: String) throws -> String {
    if let explicit {
      let path = AppReader.absolute(explicit)
      guard isCheckout(path) else { throw PortError.notComposableLinux(path) }
      return path
    }
    let starts = [
      URL(fileURLWithPath: AppReader.absolute(executable)).resolvingSymlinksInPath().path,
      FileManager.default.currentDirectoryPath,
    ]
    for start in starts {
      var folder = start
      while folder != "/" && !folder.isEmpty {
        if isCheckout(folder) { return folder }
        folder = (folder as NSString).deletingLastPathComponent
      }
    }
    throw PortError.composableLinuxNotFound
  }

  static func isCheckout(_ folder: String) -> Bool {
    guard let manifest = try? String(contentsOfFile: folder + "/Package.swift", encoding: .utf8)
    else { return false }
    return manifest.contains("name: \"\(packageName)\"")
  }
}
