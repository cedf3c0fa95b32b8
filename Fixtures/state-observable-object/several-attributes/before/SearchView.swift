import SwiftUI

@MainActor
final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
}

final class LegacySearchModel: ObservableObject {
    @Published var query = ""
}

struct SearchView: View {
    @MainActor @State private var model = SearchModel()

    @available(*, deprecated, message: "Use model instead")
    @State var legacyModel = LegacySearchModel()

    #if DEBUG
    @available(*, deprecated, message: "Debug builds only")
    #endif
    @State private var debugModel = SearchModel()

    var body: some View {
        VStack {
            TextField("Search", text: $model.query)
            Text(legacyModel.query + debugModel.query)
            ForEach(model.results, id: \.self) { result in
                Text(result)
            }
        }
    }
}
