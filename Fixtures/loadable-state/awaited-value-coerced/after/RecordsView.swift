import SwiftUI

struct RecordsView: View {
    @StateObject private var records = RecordsViewModel()
    @StateObject private var titles = TitlesViewModel()

    var body: some View {
        List {
            if records.records.isLoading || titles.titles.isLoading {
                ProgressView()
            }
            if let message = records.records.error?.localizedDescription ?? titles.titles.error?.localizedDescription {
                Text(message)
            }
            ForEach(records.records.value ?? []) { record in
                Text(record.title)
            }
            ForEach(titles.titles.value ?? [], id: \.self) { title in
                Text(title)
            }
        }
        .task {
            await records.load()
            await titles.load()
        }
    }
}
