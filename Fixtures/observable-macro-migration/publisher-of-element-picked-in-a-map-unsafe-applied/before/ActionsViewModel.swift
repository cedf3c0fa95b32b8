import Combine

final class ActionsViewModel: ObservableObject {
    @Published var progress: Double?
    private var cancellables = Set<AnyCancellable>()

    func watch(id: Int) {
        DownloadManager.shared.$downloads
            .map { $0.first(where: { $0.id == id }) }
            .sink { [weak self] download in
                guard let download else { return }
                download.$progress
                    .sink { self?.progress = $0 }
                    .store(in: &self!.cancellables)
            }
            .store(in: &cancellables)
    }
}
