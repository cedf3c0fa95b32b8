import Combine
import Foundation

/// A publisher's type written over several lines is spelled on one line where the class
/// exposes the publisher standing in for it.
final class FolderStore: ObservableObject {
    @Published private(set) var busyFolders: [
        UUID: Set<String>
    ] = [:]

    func markBusy(_ folder: String, in location: UUID) {
        busyFolders[location, default: []].insert(folder)
    }
}
