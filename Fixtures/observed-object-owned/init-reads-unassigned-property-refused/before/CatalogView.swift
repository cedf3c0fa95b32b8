import SwiftUI

final class CatalogService {
    func products() -> [String] { [] }
}

final class CatalogModel: ObservableObject {
    @Published var products: [String]

    init(service: CatalogService) {
        products = service.products()
    }
}

struct CatalogView: View {
    private let service = CatalogService()
    @ObservedObject private var model: CatalogModel

    init() {
        model = CatalogModel(service: service)
    }

    var body: some View {
        List(model.products, id: \.self) { Text($0) }
    }
}
