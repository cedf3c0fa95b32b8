import SwiftUI

final class SearchModel: ObservableObject {
    @Published var query = ""
}

struct SearchView: View {
    @StateObject var viewModel: SearchModel
    let title: String

    init(title: String, viewModel: @autoclosure @escaping () -> SearchModel = SearchModel()) {
        self.title = title
        self._viewModel = StateObject(wrappedValue: viewModel())
    }

    var body: some View {
        TextField(title, text: $viewModel.query)
    }
}

struct HomeView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Search") {
                SearchView(title: "Search")
            }
        }
    }
}

struct SearchView_Previews: PreviewProvider {
    static let stub: SearchModel = {
        let model = SearchModel()
        model.query = "coffee"
        return model
    }()

    static var previews: some View {
        SearchView(title: "Preview", viewModel: stub)
    }
}
