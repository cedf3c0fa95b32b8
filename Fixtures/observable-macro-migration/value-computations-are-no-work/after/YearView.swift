import Combine
import Foundation
import SwiftUI

/// Reading the calendar, an implicit member ('.flexible()') and computing values change
/// nothing, and decoding is not how a view builds the model: building the model does no work
/// that runs again each time the view is initialised.
@Observable
final class YearViewModel: Decodable {
    var year: Int
    var endOfYear: Date?
    let columns = Array(repeating: GridItem(.flexible()), count: 2)
    let months = stride(from: 1, through: 12, by: 1).map { month in "\(month)" }
    let id = UUID().uuidString.prefix(8)
    let refreshes = PassthroughSubject<Void, Never>().eraseToAnyPublisher()

    enum CodingKeys: String, CodingKey {
        case year
    }

    init() {
        year = Calendar.current.component(.year, from: Date())
        endOfYear = Calendar.current.date(byAdding: .year, value: 1, to: Date())
    }

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        year = try container.decode(Int.self, forKey: .year)
    }
}

struct YearView: View {
    @State private var viewModel = YearViewModel()

    var body: some View {
        LazyVGrid(columns: viewModel.columns) {
            Text("\(viewModel.year)")
        }
    }
}
