import Foundation

/// Writes a ported package to its folder, never inside the app's, and replaces what an earlier
/// port wrote there while keeping its build folder.
public enum PackageWriter {
  public static func write(_ package: PortedPackage, to output: String, app: AppDescription) throws
  {
    let output = AppReader.absolute(output)
    let root =
      app.root.hasSuffix(".xcodeproj") ? (app.root as NSString).deletingLastPathComponent : app.root
    if output == root || output.hasPrefix(root + "/") || root.hasPrefix(output + "/") {
      throw PortError.outputInsideApp(output: output, app: root)
    }
    let manager = FileManager.default
    let existing = (try? manager.contentsOfDirectory(atPath: output)) ?? []
    if !existing.isEmpty, !existing.contains("PORT.md") {
      throw PortError.outputNotOurs(output)
    }
    for name in ["Sources", "Tests", "Package.swift", "PORT.md"] where existing.contains(name) {
      try manager.removeItem(atPath: output + "/" + name)
    }
    for file in package.files {
      let path = output + "/" + file.path
      try manager.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(file.text.utf8).write(to: URL(fileURLWithPath: path))
    }
  }
}
