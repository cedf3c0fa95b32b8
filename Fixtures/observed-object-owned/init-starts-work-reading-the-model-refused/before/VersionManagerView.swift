import SwiftUI

final class BusyStatus: ObservableObject {
    @Published var busy = true
}

final class VersionList: ObservableObject {
    @Published var versions: [String] = []
    func reload() async {}
}

struct VersionManagerView: View {
    @ObservedObject var status: BusyStatus
    @ObservedObject var list: VersionList
    let title: String

    init(title: String) {
        self.title = title
        status = BusyStatus()
        list = VersionList()
        // The task holds the copy of the view this initializer makes.
        Task { [self] in
            await self.initialLoad()
        }
        print(summary)
    }

    private var summary: String {
        "\(title): \(list.versions.count) versions"
    }

    private func initialLoad() async {
        await refresh()
    }

    private func refresh() async {
        await list.reload()
        status.busy = false
    }

    var body: some View {
        List(list.versions, id: \.self) { version in
            Text(version)
        }
        .disabled(status.busy)
    }
}
