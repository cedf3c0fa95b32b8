import SwiftUI

struct RecordsView: View {
    @StateObject private var records = RecordsViewModel()
    @StateObject private var titles = TitlesViewModel()

    var body: some View {
        List {
            if records.isLoading || titles.isLoading {
                ProgressView()
            }
            if let message = records.errorMessage ?? titles.errorMessage {
                Text(message)
            }
            ForEach(records.records) { record in
                Text(record.title)
            }
            ForEach(titles.titles, id: \.self) { title in
                Text(title)
            }
        }
        .task {
            await records.load()
            await titles.load()
        }
    }
}
