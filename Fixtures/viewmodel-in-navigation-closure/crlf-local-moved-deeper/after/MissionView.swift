import SwiftUI

struct Mission: Identifiable {
    let id: Int
    var name: String
}

struct MissionView: View {
    @StateObject
    private var viewModel: Self.ViewModel

    init(mission: Mission, crewCount: Int) {
        _viewModel = StateObject(wrappedValue: Self.ViewModel(mission: mission, crewCount: crewCount))
    }

    var body: some View {
        Text(viewModel.title)
    }
}

extension MissionView {
    final class ViewModel: ObservableObject {
        @Published var title: String
        let crewCount: Int

        init(mission: Mission, crewCount: Int) {
            title = mission.name
            self.crewCount = crewCount
        }
    }
}
