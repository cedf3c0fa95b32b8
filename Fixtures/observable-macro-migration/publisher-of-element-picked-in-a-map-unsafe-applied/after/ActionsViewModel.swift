import Combine
import Observation

@Observable
final class ActionsViewModel {
    var progress: Double?
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()

    func watch(id: Int) {
        DownloadManager.shared.downloadsPublisher
            .map { $0.first(where: { $0.id == id }) }
            .sink { [weak self] download in
                guard let download else { return }
                download.progressPublisher
                    .sink { self?.progress = $0 }
                    .store(in: &self!.cancellables)
            }
            .store(in: &cancellables)
    }
}
