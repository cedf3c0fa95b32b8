import SwiftUI

final class DetailViewModel: ObservableObject {
    let id: Int
    @Published var text = ""

    init(id: Int) {
        self.id = id
    }
}

struct DetailView: View {
    @StateObject private var viewModel: DetailViewModel
    @Binding var isFavorite: Bool
    @State private var isExpanded = false
    @State var draft: String = ""
    var subtitle: String? = nil

    init(id: Int, isFavorite: Binding<Bool>, draft: String = "") {
        _viewModel = StateObject(wrappedValue: DetailViewModel(id: id))
        self._isFavorite = isFavorite
        self._draft = State(initialValue: draft)
    }

    var body: some View {
        Toggle("Favorite", isOn: $isFavorite)
        Text(viewModel.text + draft + (subtitle ?? ""))
            .opacity(isExpanded ? 1 : 0.5)
    }
}
