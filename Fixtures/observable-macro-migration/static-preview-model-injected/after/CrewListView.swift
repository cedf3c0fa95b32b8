import SwiftUI

struct CrewListView: View {
    @Environment(ViewModel.self) private var viewModel

    var body: some View {
        Text(viewModel.crew.joined(separator: ", "))
    }
}

extension CrewListView {
    @Observable
    final class ViewModel {
        var crew: [String]

        init(crew: [String]) {
            self.crew = crew
        }
    }
}

struct CrewListView_Previews: PreviewProvider {
    static private let crewViewModel = CrewListView.ViewModel(crew: ["Armstrong", "Aldrin"])

    static var previews: some View {
        CrewListView()
            .environment(crewViewModel)
    }
}
