import Combine
import Foundation
import Observation

/// A publisher's type written over several lines is spelled on one line where the class
/// exposes the publisher standing in for it.
@Observable
final class FolderStore {
    private(set) var busyFolders: [
        UUID: Set<String>
    ] = [:] {
        willSet { busyFoldersSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var busyFoldersSubject =
        CurrentValueSubject<[UUID: Set<String>], Never>(busyFolders)
    var busyFoldersPublisher: AnyPublisher<[UUID: Set<String>], Never> { busyFoldersSubject.eraseToAnyPublisher() }

    func markBusy(_ folder: String, in location: UUID) {
        busyFolders[location, default: []].insert(folder)
    }
}
