import { CheckCircle2, Mail } from "lucide";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardFooter, CardHeader } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { Course } from "./course-content.ts";
import { courseInformationMailto } from "./course-mail.ts";

export function CourseCard({ course, priority = false }: { course: Course; priority?: boolean }) {
  const facts = [
    { label: "Format", value: course.format },
    { label: "Duration", value: course.duration },
    { label: "Audience", value: course.audience },
  ];
  return (
    <Card className="h-full gap-5 overflow-hidden pt-0">
      <img
        src={course.image.large}
        srcSet={`${course.image.small} 480w, ${course.image.large} 800w`}
        sizes="(min-width: 1024px) 600px, 100vw"
        alt={course.image.alt}
        width={800}
        height={500}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[8/5] w-full object-cover"
      />
      <CardHeader>
        <h2 className="text-2xl leading-tight font-semibold text-brand-deep">{course.title}</h2>
        <p className="text-muted-foreground">{course.description}</p>
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="grid gap-3">
          {facts.map((fact) => (
            <div key={fact.label} className="border-l-2 border-primary/40 pl-3">
              <dt className="text-sm font-semibold">{fact.label}</dt>
              <dd className="text-muted-foreground">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <div>
          <h3 className="font-semibold">Key Learning Outcomes</h3>
          <ul className="mt-3 space-y-2">
            {course.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-2">
                <Icon node={CheckCircle2} className="mt-0.5 size-5 shrink-0 text-success" />
                <span>{highlight}</span>
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
      <CardFooter className="mt-auto">
        <Button asChild size="lg" className="w-full">
          <a href={courseInformationMailto(course)}>
            <Icon node={Mail} /> Request Course Information
          </a>
        </Button>
      </CardFooter>
    </Card>
  );
}
