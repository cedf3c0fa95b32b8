import Combine
import Foundation

final class FolderRowModel {
    @Published private(set) var isBusy = false
    private var cancellables = Set<AnyCancellable>()

    init(store: FolderStore, location: UUID, folder: String) {
        store.$busyFolders
            .map { $0[location, default: []].contains(folder) }
            .sink { [weak self] in self?.isBusy = $0 }
            .store(in: &cancellables)
    }
}
